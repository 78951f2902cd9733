import { Type } from 'typebox';

export const PortalConfigResponseSchema = Type.Object({
  languages: Type.Object({
    en: Type.Object({ messages: Type.Record(Type.String(), Type.String()) }),
  }),
  config: Type.Object({
    version: Type.String(),
    theme: Type.Integer({ minimum: 1 }),
    idleTimeoutMinutes: Type.Number(),
    refreshIntervalMinutes: Type.Number(),
    helpPdfUrl: Type.String(),
    supportEmail: Type.String(),
    privacyPolicyUrl: Type.String(),
    termsUrl: Type.String(),
    loginUseBackgroundImage: Type.Boolean(),
  }),
});

export const RemotesManifestSchema = Type.Record(Type.String(), Type.String());

export const HealthLiveSchema = Type.Object({ status: Type.Literal('ok') });

export const HealthReadySchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  erp: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
});
