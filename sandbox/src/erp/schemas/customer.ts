import type {
  ErpCustomer,
  ErpCustomizingResponse,
  PayerRequest,
  PaymentCard,
  SoldToEntry,
} from 'shared/server';
import { Type, type Static } from 'typebox';
import { ErpStatusSchema, type Expect, type Same } from '../../lib/schemas';
import { AddressDataSchema, CardTypeSchema, CustomerNumber, Flag, PaymentCardSchema, SalesAreaSchema } from './common';

export const ErpCustomerSchema = Type.Object({
  customer_number: Type.String(),
  name: Type.String(),
  name_2: Type.Optional(Type.String()),
  company_code: Type.String(),
  sales_area: SalesAreaSchema,
  kind: Type.Union([Type.Literal('soldto'), Type.Literal('payer')]),
  soldto_list: Type.Optional(Type.Array(Type.String())),
});

export const LookupRequestSchema = Type.Object({
  customer_numbers: Type.Array(Type.String(), { maxItems: 1000 }),
});
export const LookupResponseSchema = Type.Object({
  status: ErpStatusSchema,
  customers: Type.Array(ErpCustomerSchema),
});

export const PayerRequestSchema = Type.Object({
  customer_number: CustomerNumber,
  company_code: Type.String(),
  action: Type.String(),
  sales_area_data: Type.Optional(SalesAreaSchema),
});

export const SoldToEntrySchema = Type.Object({
  customer_number: Type.String(),
  name: Type.String(),
  name_2: Type.Optional(Type.String()),
  company_code: Type.String(),
});

/** `detail` is left out when status is E. */
export const PayerResponseSchema = Type.Object({
  status: ErpStatusSchema,
  detail: Type.Optional(
    Type.Object({
      address_data: AddressDataSchema,
      company_data: Type.Array(Type.Object({ company_code: Type.String() })),
      payment_cards: Type.Array(PaymentCardSchema),
      soldto_list: Type.Array(SoldToEntrySchema),
    }),
  ),
});

export const SoldToDetailsRequestSchema = Type.Array(Type.String(), { maxItems: 1000 });
export const SoldToDetailsResponseSchema = Type.Record(Type.String(), Type.String());

export const CustomizingRequestSchema = Type.Object({ company_code: Type.String({ minLength: 1 }) });

const PaymentTypeCode = Type.Union([Type.Literal('O'), Type.Literal('D')]);

/** Everything but `status` is left out when status is E (unknown company code). */
export const CustomizingResponseSchema = Type.Object({
  status: ErpStatusSchema,
  payment_reason_codes: Type.Array(
    Type.Object({
      reason_code: Type.String(),
      description: Type.String(),
      company_code: Type.String(),
      payment_type: PaymentTypeCode,
      comments_required: Flag,
    }),
  ),
  payment_types: Type.Array(
    Type.Object({
      payment_type: PaymentTypeCode,
      active: Flag,
      overpayment_allowed: Flag,
      reason_not_required: Flag,
    }),
  ),
  generel_data: Type.Object({
    partial_payments_allowed: Type.Union([Type.Literal('X'), Type.Literal('R'), Type.Literal('')]),
    cvv_use_control: Type.Union([Type.Literal('1'), Type.Literal('0')]),
  }),
  style: Type.Object({ login_use_background_image: Flag }),
  invoice_table: Type.Object({ columns: Type.Array(Type.String()) }),
  CcvideoUrl: Type.String(),
  CcpdfUrl: Type.String(),
  EcvideoUrl: Type.String(),
  EcpdfUrl: Type.String(),
  allowed_payment_methods: Type.Array(CardTypeSchema),
});
export const CustomizingErrorSchema = Type.Object({ status: ErpStatusSchema });

// The schemas above must describe the shared contracts exactly.
export type CustomerContract = Expect<Same<Static<typeof ErpCustomerSchema>, ErpCustomer>>;
export type SoldToContract = Expect<Same<Static<typeof SoldToEntrySchema>, SoldToEntry>>;
export type CardContract = Expect<Same<Static<typeof PaymentCardSchema>, PaymentCard>>;
export type CustomizingContract = Expect<Same<Static<typeof CustomizingResponseSchema>, ErpCustomizingResponse>>;
export type PayerRequestContract = Expect<Same<Static<typeof PayerRequestSchema>, PayerRequest>>;
