/** A file sent in a multipart body (e.g. an agent's knowledge file), kept in memory for the handler. */
export interface Upload {
  field: string;
  filename: string;
  mimetype: string;
  content: Buffer;
}
