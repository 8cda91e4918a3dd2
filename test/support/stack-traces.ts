/*
 * Loaded before anything else in a test file (first in setupFilesAfterEnv, before cdktf is
 * required: cdktf builds tokens while its modules load).
 *
 * cdktf and constructs capture an unlimited stack trace, on a plain object, for every token and
 * metadata entry they create: a debugging aid for their own messages, which Testing.synth drops.
 * Under jest each of those traces went through source-map-support, which read and parsed the
 * inline source map of every frame's file (cdktf's, the provider bindings'): about 40% of the unit
 * tier's CPU time. Those plain-object traces are formatted as V8 does by default (JavaScript
 * positions) and cut to their first ten frames, V8's own default depth (cdktf asks for every frame,
 * and formatting them was the unit tier's largest single cost after that); real errors keep their
 * full source-mapped stacks, so a failing test still points at its TypeScript line.
 */
const PLAIN_OBJECT_FRAMES = 10;
const sourceMapped = Error.prepareStackTrace;
if (sourceMapped) {
  Error.prepareStackTrace = (error: unknown, callSites: NodeJS.CallSite[]) =>
    Object.prototype.toString.call(error) === '[object Error]'
      ? sourceMapped(error as Error, callSites)
      : `${String(error)}\n${callSites
          .slice(0, PLAIN_OBJECT_FRAMES)
          .map((site) => `    at ${site}`)
          .join('\n')}`;
}
