/**
 * Synthesizes every example (or the ones named) into cdktf.out/stacks/<stack>/cdk.tf.json, with no
 * cloud credentials, and prints one line per stack: its resource count by type.
 *
 * Usage: npm run synth [-- <example> ...]
 */
import './lib/resolve-self';
import * as fs from 'fs';
import * as path from 'path';
import { App } from '../src/core/framework';
import { countResources, loadExamples } from './lib/examples';

const outdir = path.join(__dirname, '..', 'cdktf.out');
const examples = loadExamples(process.argv.slice(2));
const app = new App({ outdir });
for (const example of examples) example.build(app);
// The library prints its warnings on stderr at synth (no cdktf CLI runs this), so stdout stays one line per stack.
app.synth();

for (const stack of app.node.children.map((c) => c.node.id).sort()) {
  const file = path.join(outdir, 'stacks', stack, 'cdk.tf.json');
  const counts = countResources(JSON.parse(fs.readFileSync(file, 'utf8')));
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const detail = Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, n]) => `${type}=${n}`)
    .join(' ');
  console.log(`${stack}: ${total} resources (${detail})`);
}
