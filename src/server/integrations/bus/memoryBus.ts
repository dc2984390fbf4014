import type { ChangeBus } from './types.js';

/**
 * One process, one node (the embedded database cannot be shared): a message goes straight to this
 * process's own handler.
 */
export function createMemoryBus(): ChangeBus {
  let onMessage: ((message: string) => void) | null = null;
  return {
    kind: 'memory',
    async publish(message) {
      onMessage?.(message);
    },
    async start(handlers) {
      onMessage = handlers.onMessage;
    },
    async close() {
      onMessage = null;
    },
  };
}
