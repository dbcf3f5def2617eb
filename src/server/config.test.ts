import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.nodeEnv).toBe('development');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/keepsake' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/keepsake' });
  });

  it('keeps files on disk until S3_BUCKET names a bucket, then takes the S3 settings as given', () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    expect(
      loadConfig({ S3_BUCKET: 'cards-eu', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true' })
        .objectStorage,
    ).toEqual({ bucket: 'cards-eu', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', forcePathStyle: true });
    expect(loadConfig({ S3_BUCKET: 'cards-eu', AWS_REGION: 'eu-west-1' }).objectStorage?.region).toBe('eu-west-1');
    expect(() => loadConfig({ S3_BUCKET: 'Cards_EU' })).toThrow('S3_BUCKET must be an S3 bucket name');
  });

  it('prefixes Redis keys so deployments and test runs can share one Redis', () => {
    expect(loadConfig({}).redisKeyPrefix).toBe('keepsake:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:' }).redisKeyPrefix).toBe('staging:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow('REDIS_KEY_PREFIX must be');
  });

  it('takes PUBLIC_URL only as a plain http(s) address, normalised, since pages and e-mails carry it', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Cards.Example.com/' }).publicUrl).toBe('https://cards.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/shop/' }).publicUrl).toBe('https://example.com/shop');
    // The parser percent-encodes what could end an attribute or a script element.
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/a"b<c' }).publicUrl).toBe('https://example.com/a%22b%3Cc');
    for (const refused of [
      'javascript:alert(1)',
      'ftp://example.com',
      'https://example.com/?x=</script><script>alert(1)</script>',
      'https://example.com/#top',
      'https://user:secret@example.com',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: refused }), refused).toThrow(
        /PUBLIC_URL must be an absolute http\(s\) URL/,
      );
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('refuses a malformed variable with one line naming it and its value', () => {
    const attempt = () => loadConfig({ PORT: 'eighty' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow('Invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty")');
  });

  it('names every malformed variable at once, on one line', () => {
    try {
      loadConfig({ PORT: '70000', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toContain('PORT');
      expect(message).toContain('LOG_LEVEL must be one of');
      expect(message).toContain('TRUST_PROXY must be true or false');
    }
  });

  it('never repeats a database URL, which can hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a PostgreSQL URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).not.toThrow(/hunter2/);
  });

  describe('the print lab', () => {
    const lab = {
      PRINT_LAB_URL: 'https://order.gelatoapis.com/',
      PRINT_LAB_API_KEY: 'lab-key-123',
      PRINT_LAB_WEBHOOK_SECRET: 'lab-webhook-secret-0123456789',
    };

    it('prints in-house when none of the lab settings is given', () => {
      expect(loadConfig({}).printLab).toBeUndefined();
    });

    it('sends approved cards to the lab when all three are set, with the default product', () => {
      expect(loadConfig(lab).printLab).toEqual({
        url: 'https://order.gelatoapis.com',
        apiKey: 'lab-key-123',
        webhookSecret: 'lab-webhook-secret-0123456789',
        productUid: expect.stringMatching(/^cards_/),
      });
      expect(loadConfig({ ...lab, PRINT_LAB_PRODUCT: 'folded_card_a6' }).printLab?.productUid).toBe('folded_card_a6');
    });

    it('refuses to start on a partial set, in one line, without echoing the key', () => {
      const attempt = () => loadConfig({ PRINT_LAB_URL: lab.PRINT_LAB_URL, PRINT_LAB_API_KEY: lab.PRINT_LAB_API_KEY });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(
        'Invalid configuration: PRINT_LAB_URL, PRINT_LAB_API_KEY and PRINT_LAB_WEBHOOK_SECRET must be set together',
      );
      expect(() => loadConfig({ ...lab, PRINT_LAB_WEBHOOK_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
      expect(() => loadConfig({ ...lab, PRINT_LAB_URL: 'ftp://lab' })).toThrow(/^Invalid configuration: PRINT_LAB_URL/);
    });
  });
});
