// The ERP's own shapes live once, in shared (ERP_ENDPOINTS); the API answers them as they are.
export { ErpStatusResponseSchema } from 'shared/server';
