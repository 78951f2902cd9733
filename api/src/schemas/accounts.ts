// The account shape is declared once, with POST /api/customer/getuserpayers (shared/src/endpoints/invoice-schemas.ts).
export { AccountSchema } from 'shared/server';
