/** POST/DELETE /api/impersonation */
export interface ImpersonationRequest {
  UserId: number;
}
export interface ImpersonationResponse {
  UserId: number;
  Name: string;
  Login: string;
}
