/**
 * The SignalR JSON hub protocol (version 1), as spoken by @microsoft/signalr:
 * https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md
 * Every message is a JSON text followed by the record separator 0x1E.
 */
export const RS = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface InvocationMessage {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}
export interface StreamInvocationMessage {
  type: 4;
  invocationId: string;
  target: string;
  arguments: unknown[];
}
export interface CompletionMessage {
  type: 3;
  invocationId: string;
  result?: unknown;
  error?: string;
}
export interface PingMessage {
  type: 6;
}
export interface CloseMessage {
  type: 7;
  error?: string;
  allowReconnect?: boolean;
}
export type HubMessage =
  | InvocationMessage
  | StreamInvocationMessage
  | CompletionMessage
  | PingMessage
  | CloseMessage
  | { type: 2 | 5 | 8 | 9; [k: string]: unknown };

/** Splits a received text into complete records; returns the records and the unterminated remainder. */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RS);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((p) => p.length > 0), rest };
}

export const frame = (msg: object): string => JSON.stringify(msg) + RS;

export function parseMessage(record: string): HubMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || typeof (value as { type?: unknown }).type !== 'number') return null;
  return value as HubMessage;
}

export const invocation = (target: string, args: unknown[]): InvocationMessage => ({
  type: 1,
  target,
  arguments: args,
});
export const completion = (invocationId: string, result: { result?: unknown; error?: string }): CompletionMessage =>
  result.error !== undefined
    ? { type: 3, invocationId, error: result.error }
    : { type: 3, invocationId, result: result.result ?? null };
