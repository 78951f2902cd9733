import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { PasskeyAssertion, PasskeyAttestation, PasskeyCreationOptions, PasskeyRequestOptions } from 'shared/server';

/**
 * A software passkey authenticator for API tests: what a browser and an authenticator answer to
 * WebAuthn options (ES256 keys, attestation 'none'), so the server's passkey checks run against real
 * signatures. The browser tests use Chromium's virtual authenticator instead.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const buffer = Buffer.alloc(3);
  buffer[0] = (major << 5) | 25;
  buffer.writeUInt16BE(length, 1);
  return buffer;
}

/** The few CBOR types WebAuthn needs: integers, text, bytes and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

export function newSoftPasskey(): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { credentialId: randomBytes(16), privateKey, publicKey, counter: 0 };
}

function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** navigator.credentials.create() as @simplewebauthn/browser's startRegistration() reports it. */
export function register(passkey: SoftPasskey, options: PasskeyCreationOptions, origin: string): PasskeyAttestation {
  const rpId = options.rp.id!;
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(passkey.credentialId.length);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, passkey.credentialId, coseKey(passkey.publicKey)]);
  const authData = authenticatorData(rpId, 0x01 | 0x04 | 0x40, passkey.counter, attested);
  const id = b64url(passkey.credentialId);
  return {
    id,
    rawId: id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  };
}

/** navigator.credentials.get() as startAuthentication() reports it; the counter goes up by one. */
export function assert(passkey: SoftPasskey, options: PasskeyRequestOptions, origin: string, rpId = options.rpId!): PasskeyAssertion {
  passkey.counter += 1;
  const authData = authenticatorData(rpId, 0x01 | 0x04, passkey.counter);
  const data = clientData('webauthn.get', options.challenge, origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
  const id = b64url(passkey.credentialId);
  return {
    id,
    rawId: id,
    type: 'public-key',
    response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature) },
    clientExtensionResults: {},
  };
}
