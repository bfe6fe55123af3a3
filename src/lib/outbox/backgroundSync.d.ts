/**
 * Background Sync (https://wicg.github.io/background-sync/spec/), which TypeScript's DOM library
 * does not describe: absent where the browser lacks it.
 */
interface SyncManager {
  /** Asks for a `sync` event with `tag` in the service worker once the browser is online. */
  register(tag: string): Promise<void>;
  /** The tags registered and not yet fired successfully. */
  getTags(): Promise<string[]>;
}

interface ServiceWorkerRegistration {
  readonly sync?: SyncManager;
}
