import { Type } from 'typebox';

/** /remotes.json: a remote's manifest URL, or a release's pointer with the SRI values of its first files. */
export const RemotesManifestSchema = Type.Record(
  Type.String(),
  Type.Union([Type.String(), Type.Object({ entry: Type.String(), integrity: Type.Record(Type.String(), Type.String()) })]),
);

export const HealthLiveSchema = Type.Object({ status: Type.Literal('ok') });

export const HealthReadySchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  erp: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
});
