/**
 * Preloaded with `--import` (NODE_OPTIONS) into a server process: appends the URL of every module the process
 * loads to LOADED_MODULES_DIR/<pid>.txt as it loads it, so that a test can tell what a start loaded.
 */
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const dir = process.env.LOADED_MODULES_DIR;
if (dir) {
  registerHooks({
    load(url, context, nextLoad) {
      appendFileSync(`${dir}/${process.pid}.txt`, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
