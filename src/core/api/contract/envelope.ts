/** Every API answer is wrapped in this envelope. */
export type EnvelopeStatus = true | false | -2;

export interface Envelope<T = unknown> {
  status: EnvelopeStatus;
  message: string;
  data: T | null;
}

/** The status the API uses for "not logged in / wrong user type / expired token". */
export const NOT_LOGGED_IN = -2 as const;

export interface ListData<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

export interface InfoData<T> {
  info: T;
}

export interface CountData {
  count: number;
}
