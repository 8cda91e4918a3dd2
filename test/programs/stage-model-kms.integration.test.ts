/**
 * The staging program's Function Compute token step: the hub token read from an Alibaba KMS secret
 * (GetSecretValue, signature V3 with the function role's STS credentials) against a fake KMS and a
 * fake hub on 127.0.0.1.
 */
import { createHash, createHmac } from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { FakeHub, FakeFile } from '../support/fake-hub';
import { FakeKms } from '../support/fake-kms';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const program = require('../../programs/stage-model.js');

const REPO = 'acme/tiny-llm';
const COMMIT = 'b'.repeat(40);
const TOKEN = 'hf_KmsHeldTokenValue4567';
const STS = { accessKeyId: 'STS.test-key-id', accessKeySecret: 'sts-test-secret', securityToken: 'CAIS-test-security-token' };
const FILES: FakeFile[] = [{ path: 'config.json', content: Buffer.from('{"model_type":"llama"}\n') }];

let hub: FakeHub;
let kms: FakeKms | undefined;
let dir: string;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-kms-'));
  hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
});

afterEach(async () => {
  await hub.close();
  await kms?.close();
  kms = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

function env(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    GPUM_STAGE_SOURCE: 'huggingface',
    GPUM_STAGE_REPO: REPO,
    GPUM_STAGE_REVISION: COMMIT,
    GPUM_STAGE_DEST: path.join(dir, COMMIT),
    GPUM_STAGE_ENDPOINT: hub.url,
    GPUM_STAGE_JOB: 'gpum-stage-llama',
    GPUM_STAGE_BACKOFF_MS: '10',
    GPUM_STAGE_TIMEOUT_MS: '5000',
    GPUM_STAGE_TOKEN_KMS_SECRET: 'hf-token',
    GPUM_STAGE_KMS_ENDPOINT: kms!.url,
    ...overrides,
  };
}

async function run(e: Record<string, string>, credentials?: object) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await program.main(e, { out: (l: string) => out.push(l), err: (l: string) => err.push(l), credentials });
  return { code, out, err, log: [...out, ...err].join('\n') };
}

describe('the hub token from an Alibaba KMS secret', () => {
  test('the FC handler signs GetSecretValue with the context STS credentials and sends the token to the hub only', async () => {
    kms = await FakeKms.start({ secrets: { 'hf-token': `${TOKEN}\n` }, ...STS });
    const saved = { ...process.env };
    const lines: string[] = [];
    const capture = (chunk: any) => {
      lines.push(String(chunk));
      return true;
    };
    const spyOut = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
    const spyErr = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
    try {
      Object.assign(process.env, env());
      // The event may tune a few knobs, never point the token step elsewhere.
      const event = Buffer.from(JSON.stringify({ GPUM_STAGE_TOKEN_KMS_SECRET: 'other', GPUM_STAGE_KMS_ENDPOINT: 'http://127.0.0.1:1' }));
      await expect(program.handler(event, { credentials: STS, region: 'cn-hangzhou' })).resolves.toBe('staged');
      expect(process.env.GPUM_STAGE_TOKEN).toBeUndefined();
    } finally {
      spyOut.mockRestore();
      spyErr.mockRestore();
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    }
    expect(kms.requests).toHaveLength(1);
    const request = kms.requests[0];
    expect(request.signatureProblem).toBeUndefined();
    expect(request.method).toBe('POST');
    expect(new URL(request.url, kms.url).searchParams.get('SecretName')).toBe('hf-token');
    expect(request.headers).toMatchObject({
      'x-acs-action': 'GetSecretValue',
      'x-acs-version': '2016-01-20',
      'x-acs-security-token': STS.securityToken,
    });
    expect(request.headers.authorization).toMatch(
      /^ACS3-HMAC-SHA256 Credential=STS\.test-key-id,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-security-token;x-acs-signature-nonce;x-acs-version,Signature=[0-9a-f]{64}$/,
    );
    const hubRequests = hub.requests.filter((r) => r.server === 'hub');
    expect(hubRequests.length).toBeGreaterThan(0);
    for (const r of hubRequests) expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const log = lines.join('');
    expect(log).toContain('hub token read from the KMS secret hf-token');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain(STS.accessKeySecret);
    expect(fs.readFileSync(path.join(dir, COMMIT, '.gpum-staged.json'), 'utf8')).not.toContain(TOKEN);
  });

  test('falls back to the ALIBABA_CLOUD_* variables and retries a throttled answer', async () => {
    kms = await FakeKms.start({
      secrets: { 'hf-token': TOKEN },
      ...STS,
      faults: [{ status: 503, body: { Code: 'Throttling', Message: 'slow down', RequestId: 'r1' } }],
    });
    const result = await run(
      env({
        ALIBABA_CLOUD_ACCESS_KEY_ID: STS.accessKeyId,
        ALIBABA_CLOUD_ACCESS_KEY_SECRET: STS.accessKeySecret,
        ALIBABA_CLOUD_SECURITY_TOKEN: STS.securityToken,
      }),
    );
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    expect(kms.requests).toHaveLength(2);
    expect(kms.requests.every((r) => r.signatureProblem === undefined)).toBe(true);
    expect(result.log).toMatch(/KMS answered 503 Throttling: slow down; retry 1\/7/);
  });

  test('a request signed with the wrong secret is refused, and the run fails naming KMS, without a marker', async () => {
    kms = await FakeKms.start({ secrets: { 'hf-token': TOKEN }, ...STS });
    const result = await run(env(), { ...STS, accessKeySecret: 'not-the-secret' });
    expect(result.code).toBe(1);
    expect(kms.requests[0].signatureProblem).toBe('the signature does not match');
    expect(result.err.join('\n')).toMatch(/KMS answered 400 IncompleteSignature/);
    expect(hub.requests).toEqual([]);
    expect(fs.existsSync(path.join(dir, COMMIT, '.gpum-staged.json'))).toBe(false);
  });

  test('a secret the role cannot read fails with the grant it needs', async () => {
    kms = await FakeKms.start({
      secrets: {},
      ...STS,
      faults: [{ status: 403, body: { Code: 'Forbidden.NoPermission', Message: 'denied' } }],
    });
    const result = await run(env(), STS);
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toMatch(/KMS answered 403 Forbidden.NoPermission: denied\. .*kms:GetSecretValue on the secret hf-token/);
  });

  test('a plain-http KMS endpoint off the machine is refused (exit 2) before the signed request is sent', async () => {
    kms = await FakeKms.start({ secrets: { 'hf-token': TOKEN }, ...STS });
    const result = await run(env({ GPUM_STAGE_KMS_ENDPOINT: 'http://kms.example.com' }), STS);
    expect(result.code).toBe(2);
    expect(result.err.join('\n')).toContain(
      'refusing to send the role credentials (KMS request) to http://kms.example.com over plain http: give an https:// endpoint',
    );
    expect(kms.requests).toEqual([]);
    expect(hub.requests).toEqual([]);
  });

  test('without role credentials the settings are refused (exit 2) before any request', async () => {
    kms = await FakeKms.start({ secrets: { 'hf-token': TOKEN }, ...STS });
    const result = await run(env());
    expect(result.code).toBe(2);
    expect(result.err.join('\n')).toMatch(/no role credentials/);
    expect(kms.requests).toEqual([]);
  });
});

describe('signature V3 (ACS3-HMAC-SHA256)', () => {
  test('matches a canonical request written out by hand', () => {
    const headers = {
      host: 'kms.cn-hangzhou.aliyuncs.com',
      'x-acs-action': 'GetSecretValue',
      'x-acs-version': '2016-01-20',
      'x-acs-date': '2026-01-02T03:04:05Z',
      'x-acs-signature-nonce': 'n0',
      'x-acs-content-sha256': createHash('sha256').update('').digest('hex'),
      'x-acs-security-token': 'tok',
    };
    const auth = program.signAcs3({
      method: 'POST',
      path: '/',
      query: { VersionStage: 'ACSCurrent', SecretName: "a b*c'~" },
      headers,
      body: '',
      accessKeyId: 'AK',
      accessKeySecret: 'SK',
    });
    const canonical = [
      'POST',
      '/',
      'SecretName=a%20b%2Ac%27~&VersionStage=ACSCurrent',
      'host:kms.cn-hangzhou.aliyuncs.com\n' +
        `x-acs-action:GetSecretValue\nx-acs-content-sha256:${headers['x-acs-content-sha256']}\nx-acs-date:2026-01-02T03:04:05Z\n` +
        'x-acs-security-token:tok\nx-acs-signature-nonce:n0\nx-acs-version:2016-01-20\n',
      'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-security-token;x-acs-signature-nonce;x-acs-version',
      headers['x-acs-content-sha256'],
    ].join('\n');
    const signature = createHmac('sha256', 'SK')
      .update(`ACS3-HMAC-SHA256\n${createHash('sha256').update(canonical).digest('hex')}`)
      .digest('hex');
    expect(auth).toBe(
      `ACS3-HMAC-SHA256 Credential=AK,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-security-token;x-acs-signature-nonce;x-acs-version,Signature=${signature}`,
    );
  });
});
