// autocannon 9 ships no types: the part of its API the benchmarks use.
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | undefined;
    }
    interface RequestOptions {
      setupRequest?(request: Request, context: object): Request;
      onResponse?(status: number, body: string, context: object, headers: object): void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** Each connection is closed and opened again after this many requests. */
      reconnectRate?: number;
      requests?: RequestOptions[];
    }
    interface Result {
      errors: number;
      timeouts: number;
      non2xx: number;
    }
    interface Instance {
      /** `Client` is the caller's view of autocannon's client object (its request context). */
      on<Client extends object = object>(
        event: 'response',
        listener: (client: Client, statusCode: number, bytes: number, responseTime: number) => void,
      ): Instance;
      /** A request that got no answer: its socket failed or timed out. */
      on(event: 'reqError', listener: (error: Error & { code?: string }) => void): Instance;
    }
  }
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;
  export default autocannon;
}
