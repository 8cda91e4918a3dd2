/**
 * The staging program given a hub token's secret that holds a JSON key/value object (the AWS Secrets
 * Manager console's default) instead of the token: every way the token arrives (a mounted file on
 * EKS and Cloud Run, a secret-sourced variable on Cloud Run, an Alibaba KMS secret on Function
 * Compute) takes the token's key out of it, or fails naming the keys, never a value. Against a fake
 * hub (and a fake KMS) on 127.0.0.1.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { FakeHub, FakeFile } from '../support/fake-hub';
import { FakeKms } from '../support/fake-kms';
import { hubEnv, Run, runMain } from '../support/stage-program';

const REPO = 'acme/tiny-llm';
const COMMIT = 'd'.repeat(40);
const TOKEN = 'hf_JsonHeldTokenValue8901';
/** Values that must never reach the hub or the log. */
const OTHER = 'hunter2-OtherSecretValue';
const OTHER_TOKEN = 'hf_SomeoneElsesTokenValue42';
const STS = { accessKeyId: 'STS.test-key-id', accessKeySecret: 'sts-test-secret', securityToken: 'CAIS-test-security-token' };
const FILES: FakeFile[] = [{ path: 'config.json', content: Buffer.from('{"model_type":"llama"}\n') }];
const FIX =
  'store the token itself as plain text, or a JSON object with one entry or one of the keys HF_TOKEN, HUGGING_FACE_HUB_TOKEN, token (any case)';

let hub: FakeHub;
let kms: FakeKms | undefined;
let dir: string;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-json-secret-'));
  hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES, refs: ['v1.0.0'] });
});

afterEach(async () => {
  await hub.close();
  await kms?.close();
  kms = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

const dest = () => path.join(dir, COMMIT);
const marker = () => path.join(dest(), '.gpum-staged.json');

function env(overrides: Record<string, string> = {}): Record<string, string> {
  return hubEnv({ repo: REPO, revision: COMMIT, dest: dest(), endpoint: hub.url }, overrides);
}

/** The secret's text in a mounted file (EKS's init container, a Cloud Run secret volume). */
function fromFile(text: string, overrides: Record<string, string> = {}): Promise<Run> {
  const file = path.join(dir, 'token');
  fs.writeFileSync(file, text);
  return runMain(env({ GPUM_STAGE_TOKEN_FILE: file, ...overrides }));
}

/** The hub saw only `token`, on every request. */
function expectSent(token: string): void {
  const requests = hub.requests.filter((r) => r.server === 'hub');
  expect(requests.length).toBeGreaterThan(0);
  for (const r of requests) expect(r.headers.authorization).toBe(`Bearer ${token}`);
}

/** Staged, with `token` sent and no secret value in the log or the marker. */
function expectStaged(run: Run, token = TOKEN): void {
  expect(run.err).toEqual([]);
  expect(run.code).toBe(0);
  expectSent(token);
  for (const value of [TOKEN, OTHER, OTHER_TOKEN]) {
    expect(run.log).not.toContain(value);
    expect(fs.readFileSync(marker(), 'utf8')).not.toContain(value);
  }
}

/** Refused as bad configuration (exit 2) before any request, with `message`, no value and no marker. */
function expectRefused(run: Run, message: string | RegExp): void {
  expect(run.code).toBe(2);
  expect(run.out).toEqual([]);
  if (typeof message === 'string') expect(run.err.join('\n')).toContain(message);
  else expect(run.err.join('\n')).toMatch(message);
  for (const value of [TOKEN, OTHER, OTHER_TOKEN, 'hf_']) expect(run.log).not.toContain(value);
  expect(hub.requests).toEqual([]);
  expect(fs.existsSync(marker())).toBe(false);
}

describe('a JSON key/value secret in the token file or variable', () => {
  test('a plain token still works, from the file (with its newline) and from the variable', async () => {
    expectStaged(await fromFile(`${TOKEN}\n`));
    fs.rmSync(dest(), { recursive: true, force: true });
    hub.requests.length = 0;
    const run = await runMain(env({ GPUM_STAGE_TOKEN: TOKEN }));
    expectStaged(run);
    expect(run.log).toContain('(with a hub token)');
  });

  test('an object with one entry: its value is the token, whatever the key, and the log names the key', async () => {
    const run = await fromFile(`{"my-hub-secret": "${TOKEN}"}\n`);
    expectStaged(run);
    expect(run.log).toContain(`(with a hub token, the value of "my-hub-secret" in its secret's JSON object)`);
  });

  test("a known key among several (any case): the console's pretty-printed form, a variable, the conventional HF_TOKEN", async () => {
    const pretty = JSON.stringify({ username: 'alice', HF_TOKEN: TOKEN, password: OTHER }, null, 2);
    expectStaged(await fromFile(pretty));
    for (const [i, variable] of ['GPUM_STAGE_TOKEN', 'HF_TOKEN'].entries()) {
      fs.rmSync(dest(), { recursive: true, force: true });
      hub.requests.length = 0;
      const key = ['hf_token', 'Token'][i];
      const run = await runMain(env({ [variable]: JSON.stringify({ note: OTHER, [key]: TOKEN }) }));
      expectStaged(run);
      expect(run.log).toContain(`the value of "${key}" in its secret's JSON object`);
    }
  });

  test('two known keys holding the same token are one token', async () => {
    expectStaged(await fromFile(JSON.stringify({ HF_TOKEN: TOKEN, token: TOKEN, user: OTHER })));
  });

  test('a ModelScope source takes MODELSCOPE_API_TOKEN, not a Hugging Face key beside it', async () => {
    const run = await runMain(
      env({
        GPUM_STAGE_SOURCE: 'modelscope',
        GPUM_STAGE_REVISION: 'v1.0.0',
        GPUM_STAGE_REQUIRE_DIGESTS: 'false',
        GPUM_STAGE_TOKEN: JSON.stringify({ HF_TOKEN: OTHER_TOKEN, MODELSCOPE_API_TOKEN: TOKEN }),
      }),
    );
    expectStaged(run);
  });

  test('an object with several keys and none of them known fails naming the keys, never a value', async () => {
    const run = await fromFile(JSON.stringify({ username: 'alice', password: OTHER }));
    expectRefused(
      run,
      `the hub token file named by GPUM_STAGE_TOKEN_FILE is a JSON object with the keys "username", "password", none of them a hub token's key: ${FIX}`,
    );
    expect(run.log).not.toContain('alice');
  });

  test('two known keys holding different values fail as unclear', async () => {
    const run = await runMain(env({ GPUM_STAGE_TOKEN: JSON.stringify({ HF_TOKEN: TOKEN, token: OTHER_TOKEN }) }));
    expectRefused(
      run,
      `the hub token in GPUM_STAGE_TOKEN is a JSON object with the keys "HF_TOKEN", "token"; "HF_TOKEN", "token" hold different values, so which is the token is unclear: ${FIX}`,
    );
  });

  test('a token pasted as a key is not repeated; a key holding no string, an empty object and broken JSON fail', async () => {
    expectRefused(
      await fromFile(JSON.stringify({ [TOKEN]: '', other: OTHER })),
      'is a JSON object with the keys (a key not shown), "other", none of them',
    );
    expectRefused(await fromFile(JSON.stringify({ HF_TOKEN: '  ' })), `the value of "HF_TOKEN" is an empty string, not a token: ${FIX}`);
    expectRefused(await fromFile(JSON.stringify({ HF_TOKEN: { value: TOKEN } })), 'the value of "HF_TOKEN" is an object, not a token');
    expectRefused(await fromFile(JSON.stringify({ token: null, user: OTHER })), 'the value of "token" is null, not a token');
    expectRefused(await fromFile('{}'), `the hub token file named by GPUM_STAGE_TOKEN_FILE is an empty JSON object: ${FIX}`);
    expectRefused(
      await fromFile(`{HF_TOKEN: ${TOKEN}}`),
      `the hub token file named by GPUM_STAGE_TOKEN_FILE starts with "{" but is not a JSON object, and no hub token does: ${FIX}`,
    );
  });
});

describe('a JSON key/value secret in Alibaba KMS (Function Compute)', () => {
  function kmsEnv(): Record<string, string> {
    return env({ GPUM_STAGE_TOKEN_KMS_SECRET: 'hf-token', GPUM_STAGE_KMS_ENDPOINT: kms!.url });
  }

  async function runKms(secret: string): Promise<Run> {
    kms = await FakeKms.start({ secrets: { 'hf-token': secret }, ...STS });
    const out: string[] = [];
    const err: string[] = [];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const program = require('../../programs/stage-model.js');
    const code = await program.main(kmsEnv(), { out: (l: string) => out.push(l), err: (l: string) => err.push(l), credentials: STS });
    return { code, out, err, log: [...out, ...err].join('\n') };
  }

  test('a plain token still works', async () => {
    expectStaged(await runKms(TOKEN));
  });

  test('the token is the value of the known key, and the log names the key', async () => {
    const run = await runKms(JSON.stringify({ HF_TOKEN: TOKEN, comment: OTHER }));
    expectStaged(run);
    expect(run.log).toContain('hub token read from the KMS secret hf-token (version ');
    expect(run.log).toContain(`, the value of "HF_TOKEN" in its JSON object)`);
  });

  test('an ambiguous object fails before the hub is asked, naming the keys and not the values', async () => {
    const run = await runKms(JSON.stringify({ primary: TOKEN, backup: OTHER_TOKEN }));
    expect(kms!.requests).toHaveLength(1);
    expectRefused(
      run,
      `the KMS secret hf-token is a JSON object with the keys "primary", "backup", none of them a hub token's key: ${FIX}`,
    );
  });
});
