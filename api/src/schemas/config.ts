import { Type } from 'typebox';

export const RemotesManifestSchema = Type.Record(Type.String(), Type.String());

export const HealthLiveSchema = Type.Object({ status: Type.Literal('ok') });

export const HealthReadySchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  erp: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
});
