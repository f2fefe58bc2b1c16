/** The port this server answers on, remembered from the first request (for calls to itself). */
const g = globalThis as typeof globalThis & { __operatorPort?: number };

export function rememberServerPort(port: number | undefined): void {
  if (port && !g.__operatorPort) g.__operatorPort = port;
}

export function serverPort(): number | undefined {
  return g.__operatorPort;
}
