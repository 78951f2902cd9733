import { type Static, Type } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** One script a payment page may load (PCI DSS 6.4.3, docs/security/script-integrity.md#the-inventory). */
export const InventoriedScriptSchema = Type.Object({
  /** The app whose release serves it: `shell` or a remote's folder. */
  app: Type.String(),
  /** Its URL path on the portal. */
  file: Type.String(),
  /** The release it belongs to (`<version>-<content hash>`); null when the history does not name it. */
  release: NullableString,
  /** Its SRI value, `sha384-…`, recorded when the release was made. */
  integrity: Type.String(),
  /** When its release last went live (ISO time). */
  liveSince: NullableString,
  /** Who made it live (`--by`, by default the operating-system user). */
  by: NullableString,
  /** Why (`--reason`). */
  reason: NullableString,
});
export type InventoriedScript = Static<typeof InventoriedScriptSchema>;

/** GET /api/system/scripts: per payment page, every script it may load. */
export const ScriptInventoryResponseSchema = Type.Object({
  /** False when the API server serves builds, not a release root: nothing is released, nothing inventoried. */
  released: Type.Boolean(),
  pages: Type.Array(
    Type.Object({
      page: Type.String(),
      /** The remote that owns the page. */
      remote: NullableString,
      scripts: Type.Array(InventoriedScriptSchema),
    }),
  ),
});
export type ScriptInventoryResponse = Static<typeof ScriptInventoryResponseSchema>;
