import crypto from 'node:crypto';

/**
 * Text kept so that only who holds the key reads it, and nobody alters it unseen: AES-256-GCM
 * with a fresh 12-byte nonce per seal, under a key derived from the secret with HKDF (so the
 * secret may be any long random text). Sealed as `v1.nonce.tag.ciphertext` in base64url.
 */
export class SealedText {
  private readonly key: Buffer;
  constructor(secret: string, purpose: string) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', secret, '', purpose, 32));
  }

  seal(text: string) {
    const nonce = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, nonce);
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return ['v1', nonce, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The text, or undefined when it was sealed under another key or altered. */
  open(sealed: string): string | undefined {
    const [version, nonce, tag, text] = sealed.split('.');
    if (version !== 'v1' || !nonce || !tag || text === undefined) return undefined;
    try {
      const decipher = crypto.createDecipheriv(
        'aes-256-gcm',
        this.key,
        Buffer.from(nonce, 'base64url'),
      );
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(text, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
