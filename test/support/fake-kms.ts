/**
 * A fake Alibaba Cloud KMS on 127.0.0.1 for the staging program's KMS step: GetSecretValue (API
 * version 2016-01-20) behind signature V3 (ACS3-HMAC-SHA256). The signature is recomputed here,
 * independently of the program, from the request as received, with the STS secret the test gave
 * the program, so a request signed wrongly is refused with 400 IncompleteSignature, as KMS does.
 */
import { createHash, createHmac } from 'crypto';
import * as http from 'http';
import { AddressInfo } from 'net';

export interface FakeKmsProps {
  /** Secret name → value. */
  readonly secrets: Record<string, string>;
  readonly accessKeyId: string;
  readonly accessKeySecret: string;
  readonly securityToken: string;
  /** Answers queued before the real one (status and JSON body), e.g. a throttling 503. */
  readonly faults?: Array<{ status: number; body: Record<string, string> }>;
}

export interface KmsRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  /** Why the fake refused the signature, if it did. */
  readonly signatureProblem?: string;
}

export class FakeKms {
  public static async start(props: FakeKmsProps): Promise<FakeKms> {
    const kms = new FakeKms(props);
    await new Promise<void>((resolve) => kms.server.listen(0, '127.0.0.1', resolve));
    return kms;
  }

  public readonly requests: KmsRequest[] = [];
  private readonly server: http.Server;
  private readonly faults: Array<{ status: number; body: Record<string, string> }>;

  private constructor(private readonly props: FakeKmsProps) {
    this.faults = [...(props.faults ?? [])];
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => this.handle(req, Buffer.concat(chunks), res));
    });
  }

  public get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  public close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): void {
    const problem = this.checkSignature(req, body);
    this.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, signatureProblem: problem });
    const send = (status: number, json: Record<string, string>) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (problem) return send(400, { Code: 'IncompleteSignature', Message: problem, RequestId: 'r-sig' });
    const fault = this.faults.shift();
    if (fault) return send(fault.status, fault.body);
    const url = new URL(req.url ?? '/', this.url);
    if (req.headers['x-acs-action'] !== 'GetSecretValue' || req.headers['x-acs-version'] !== '2016-01-20') {
      return send(400, { Code: 'InvalidAction', Message: 'unknown action', RequestId: 'r-act' });
    }
    const name = url.searchParams.get('SecretName') ?? '';
    const value = this.props.secrets[name];
    if (value === undefined) return send(404, { Code: 'Forbidden.ResourceNotFound', Message: 'no such secret', RequestId: 'r-404' });
    send(200, { SecretName: name, SecretData: value, SecretDataType: 'text', VersionId: 'v1', RequestId: 'r-ok' });
  }

  /** Recomputes the ACS3-HMAC-SHA256 signature from the request; undefined when it matches. */
  private checkSignature(req: http.IncomingMessage, body: Buffer): string | undefined {
    const auth = String(req.headers.authorization ?? '');
    const m = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m) return `Authorization is not "ACS3-HMAC-SHA256 Credential=…,SignedHeaders=…,Signature=<hex>": ${auth}`;
    const [, credential, signedHeaders, signature] = m;
    if (credential !== this.props.accessKeyId) return `unknown AccessKeyId ${credential}`;
    const signed = signedHeaders.split(';');
    for (const required of [
      'host',
      'x-acs-action',
      'x-acs-content-sha256',
      'x-acs-date',
      'x-acs-signature-nonce',
      'x-acs-version',
      'x-acs-security-token',
    ]) {
      if (!signed.includes(required)) return `${required} is not signed`;
    }
    if (req.headers['x-acs-security-token'] !== this.props.securityToken) return 'the STS security token is missing or wrong';
    const payloadHash = createHash('sha256').update(body).digest('hex');
    if (req.headers['x-acs-content-sha256'] !== payloadHash) return 'x-acs-content-sha256 is not the body digest';
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(String(req.headers['x-acs-date']))) return 'x-acs-date is not yyyy-MM-ddTHH:mm:ssZ';
    const url = new URL(req.url ?? '/', this.url);
    const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const query = [...url.searchParams.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
      .join('&');
    const headers = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
    const canonical = `${req.method}\n${url.pathname}\n${query}\n${headers}\n${signedHeaders}\n${payloadHash}`;
    const toSign = `ACS3-HMAC-SHA256\n${createHash('sha256').update(canonical).digest('hex')}`;
    const expected = createHmac('sha256', this.props.accessKeySecret).update(toSign).digest('hex');
    return expected === signature ? undefined : 'the signature does not match';
  }
}
