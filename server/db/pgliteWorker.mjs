// The embedded database in a thread of its own (server/db/pgliteThread.ts starts it and
// declares the messages): the thread owns the PGlite instance and answers the request
// thread's messages, so the database's work (WebAssembly, wire protocol, result parsing) runs
// on the second core while the request thread parses, checks and answers the next requests.
// Plain JavaScript: a worker thread does not inherit the TypeScript loader the server runs
// under, in every Node version the portal supports.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
const { loadDataDirBytes, ...pgliteOptions } = workerData;
const client = new PGlite({
  ...pgliteOptions,
  loadDataDir: loadDataDirBytes ? new Blob([loadDataDirBytes]) : undefined,
});

/** Open transactions by number: the transaction and how to end it (commit or rollback). */
const open = new Map();
/** How each open transaction's `end` learns whether it committed. */
const ended = new Map();
const stopListening = new Map();
let nextTx = 1;

/** A driver error as plain data: its message and every plain field (code, constraint, detail…). */
function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const data = { name: err.name, message: err.message };
  for (const [key, value] of Object.entries(err))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) data[key] = value;
  return data;
}

/** Type parsers that keep a column's text as it came (the request thread names the types). */
const asText = (types) => types && Object.fromEntries(types.map((t) => [t, (value) => value]));

function target(tx) {
  if (tx === undefined) return client;
  const found = open.get(tx);
  if (!found) throw new Error(`transaction ${tx} is not open`);
  return found.tx;
}

/** Begins a transaction; answered once it holds the database, ended by an `end` message. */
function begin() {
  const tx = nextTx++;
  return new Promise((started, failed) => {
    client
      .transaction(
        (t) =>
          new Promise((committed, rolledBack) => {
            open.set(tx, {
              tx: t,
              end: (commit) => (commit ? committed() : rolledBack(new Error('rollback'))),
            });
            started(tx);
          }),
      )
      .then(
        () => ended.get(tx)?.resolve(),
        (err) => {
          // Failed before it began (nothing then waits on `end`), or at its end.
          failed(err);
          ended.get(tx)?.reject(err);
        },
      )
      .finally(() => {
        open.delete(tx);
        ended.delete(tx);
      });
  });
}

async function end(tx, commit) {
  const found = open.get(tx);
  if (!found) throw new Error(`transaction ${tx} is not open`);
  const done = new Promise((resolve, reject) => ended.set(tx, { resolve, reject }));
  found.end(commit);
  try {
    await done;
  } catch (err) {
    // A rollback asked for is no error; a commit that failed is.
    if (commit) throw err;
  }
  return null;
}

async function answer(msg) {
  switch (msg.op) {
    case 'ready':
      await client.waitReady;
      return null;
    case 'query':
      return target(msg.tx).query(msg.text, msg.params, {
        rowMode: msg.rowMode,
        parsers: asText(msg.textTypes),
      });
    case 'exec':
      await target(msg.tx).exec(msg.text);
      return null;
    case 'begin':
      return begin();
    case 'end':
      return end(msg.tx, msg.commit);
    case 'listen': {
      const stop = await client.listen(msg.channel, (payload) =>
        port.postMessage({ notify: msg.channel, payload }),
      );
      stopListening.set(msg.channel, stop);
      return null;
    }
    case 'unlisten':
      await stopListening.get(msg.channel)?.();
      stopListening.delete(msg.channel);
      return null;
    case 'close':
      if (!client.closed) await client.close();
      return null;
    default:
      throw new Error(`unknown request ${msg.op}`);
  }
}

port.on('message', (msg) => {
  answer(msg).then(
    (result) => port.postMessage({ id: msg.id, result }),
    (err) => port.postMessage({ id: msg.id, error: errorData(err) }),
  );
});
