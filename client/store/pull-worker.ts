/**
 * The dedicated worker that applies pull pages (page-writer.ts starts it): parsing, decoding and
 * the IndexedDB writes of a first sync (10,000 businesses, 20,000 reviews) stay off the page's
 * main thread. Dexie tells the page's live queries about each commit over a BroadcastChannel.
 */
import { applyPageText } from './pull-apply';
import type { ApplyReply, ApplyRequest } from './page-writer';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', (event: MessageEvent<ApplyRequest>) => {
  const { id, text, options } = event.data;
  const reply = (message: ApplyReply) => scope.postMessage(message);
  applyPageText(text, options).then(
    ({ hasMore }) => reply({ id, hasMore }),
    (error: unknown) => reply({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
