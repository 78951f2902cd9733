import { Type } from 'typebox';

// The ERP's own shapes live once, in shared (ERP_ENDPOINTS); the API answers them as they are.
export { ErpCustomizingResponseSchema as CustomizingResponseSchema, ErpStatusResponseSchema, ErpStatusSchema } from 'shared/server';

export const CustomizingBodySchema = Type.Union([
  Type.Object({ company_code: Type.Optional(Type.String({ maxLength: 10 })) }),
  Type.Null(),
  Type.Undefined(),
]);
