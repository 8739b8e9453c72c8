import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread whose entry is a TypeScript file, loaded through tsx's API as the server's own
 * files load: a worker's `--import tsx` registers its hooks too late for the worker's entry file.
 */
export function typeScriptWorker(entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const start = `import(${JSON.stringify(
    import.meta.resolve('tsx/esm/api'),
  )}).then((tsx) => tsx.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(entry.href)}));`;
  return new Worker(start, { ...options, eval: true });
}
