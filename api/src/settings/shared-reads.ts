import path from 'node:path';
import { repoRoot } from '../paths';
import { httpUrl } from './values';

/*
 * The settings the API server and `npm run admin` read alike (api/src/config.ts, loadConfig and
 * loadToolConfig): one reading, so the tool writes the configuration the server would.
 */

export interface SeedUrls {
  applicationUrl: string;
  instructionsUrl: string;
  /** Whether PUBLIC_URL was given (outside sandbox mode its absence is warned about). */
  publicUrlSet: boolean;
}

export type Read = (name: string) => string | undefined;
export type Fail = (variable: string, message: string) => void;

/** PUBLIC_URL and INSTRUCTIONS_URL, read the same way by the server and by `npm run admin`. */
export function readSeedUrls(read: Read, fail: Fail, port: number, erpUrl: string | null): SeedUrls {
  const rawPublic = read('PUBLIC_URL');
  const publicUrl = rawPublic === undefined ? null : httpUrl(rawPublic);
  if (rawPublic !== undefined && publicUrl === null) fail('PUBLIC_URL', 'must be the http:// or https:// address browsers reach the portal at, e.g. https://portal.example.com');
  const rawInstructions = read('INSTRUCTIONS_URL');
  const instructionsUrl = rawInstructions === undefined ? null : httpUrl(rawInstructions);
  if (rawInstructions !== undefined && instructionsUrl === null) fail('INSTRUCTIONS_URL', 'must be an http:// or https:// URL');
  return {
    applicationUrl: publicUrl ?? `http://localhost:${port || 8080}`,
    instructionsUrl: instructionsUrl ?? (publicUrl ? `${publicUrl}/instructions` : `${erpUrl ?? 'http://127.0.0.1:8090/erp'}/instructions`),
    publicUrlSet: publicUrl !== null,
  };
}

/** DATABASE_URL and DATA_DIR, read the same way by the server and by `npm run admin`. */
export function readDatabase(read: Read, fail: Fail): { databaseUrl: string | null; dataDir: string } {
  const databaseUrl = read('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    fail('DATABASE_URL', 'must be a postgres:// or postgresql:// connection string');
  }
  const rawDataDir = read('DATA_DIR');
  const dataDir =
    rawDataDir === 'memory://' ? rawDataDir : path.resolve(rawDataDir ?? path.join(repoRoot(), '.data', 'pglite'));
  return { databaseUrl, dataDir };
}
