/** The image-cache runbook's pull commands, run with sh against a fake apiclient (a process: the integration tier). */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { EksImageCacheSnapshot } from '../../src/aws';
import { TerraformStack, Testing } from '../../src/core/framework';
import { runSh } from '../support/sh';
import { synthJson } from '../support/synth';

const ECR = `123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`;
const PUBLIC = 'public.ecr.aws/docker/library/busybox:1.37';

function build() {
  const stack = new TerraformStack(Testing.app(), 'test');
  new EksImageCacheSnapshot(stack, 'Cache', {
    images: [ECR, PUBLIC],
    region: 'us-west-2',
    subnetId: 'subnet-0123456789abcdef0',
    kubernetesVersion: '1.33',
  });
  const json = synthJson(stack);
  return { runbook: JSON.parse(Object.values<any>(json.resource.aws_ssm_document)[0].content) };
}

test('the pull commands, run with a fake apiclient: the ECR token is decoded and passed to ctr for ECR images only', async () => {
  const { runbook } = build();
  const commands: string[] = runbook.mainSteps.find((s: any) => s.name === 'pullImages').inputs.Parameters.commands;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apiclient-'));
  fs.writeFileSync(
    path.join(dir, 'apiclient'),
    '#!/bin/sh\nfor a in "$@"; do printf "[%s]" "$a"; done >> "$(dirname "$0")/log"; echo >> "$(dirname "$0")/log"\n',
    {
      mode: 0o755,
    },
  );
  // What GetAuthorizationToken returns: base64 of "AWS:<password>".
  const token = Buffer.from('AWS:secret-password').toString('base64');
  const script = commands.map((c) => c.replace('{{ ecrToken.Token }}', token)).join('\n');
  const result = await runSh(`export PATH='${dir}':"$PATH"\n${script}`);
  expect(result.code).toBe(0);
  const log = fs.readFileSync(path.join(dir, 'log'), 'utf8').trim().split('\n');
  expect(log[0]).toContain('[--user][AWS:secret-password]');
  expect(log[0]).toContain(`[${ECR}]`);
  expect(log[1]).not.toContain('--user');
  expect(log[2]).toContain('[images][ls]');
});
