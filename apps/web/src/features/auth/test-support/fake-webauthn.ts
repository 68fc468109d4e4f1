import { onTestFinished, vi } from 'vitest';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** A browser with WebAuthn (jsdom has none) whose authenticator answers `get` with `answer`. */
export const browserWithPasskeys = (answer: () => Promise<unknown>) => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  const get = vi.fn(answer);
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'credentials');
  });
  return get;
};

/** What an authenticator answers when the person approves with a passkey (`userHandle` optional). */
export const anAssertion = ({ userHandle }: { userHandle?: string } = {}) => ({
  id: 'Y3JlZA',
  rawId: bytes('cred'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  getClientExtensionResults: () => ({}),
  response: {
    clientDataJSON: bytes('{}'),
    authenticatorData: bytes('auth'),
    signature: bytes('sig'),
    ...(userHandle === undefined ? {} : { userHandle: bytes(userHandle) }),
  },
});

/** The server's passkey sign-in options, the answer to POST /app/auth/passkey/options. */
export const PASSKEY_OPTIONS_ANSWER = {
  success: true,
  options: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' },
};
