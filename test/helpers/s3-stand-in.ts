/**
 * An in-process stand-in for an S3-compatible store (path-style): PUT (and PUT with
 * x-amz-copy-source), GET, HEAD and DELETE of objects in memory, and ListObjectsV2 (one page) —
 * what server/storage/s3.ts uses.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3StandIn {
  url: string;
  objects: Map<string, { body: Buffer; type: string }>;
  close(): Promise<void>;
}

export async function startS3StandIn(): Promise<S3StandIn> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const key = decodeURIComponent(url.pathname.slice(1));
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const bucket = key.replace(/\/$/, '');
        const prefix = `${bucket}/${url.searchParams.get('prefix') ?? ''}`;
        const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        const found = [...objects].filter(([name]) => name.startsWith(prefix));
        const contents = found.map(([name, object]) => `<Contents><Key>${xml(name.slice(bucket.length + 1))}</Key><Size>${object.body.length}</Size></Contents>`).join('');
        res.writeHead(200, { 'content-type': 'application/xml' });
        return res.end(`<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${xml(bucket)}</Name><KeyCount>${found.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`);
      }
      const missing = () => {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>not found</Message></Error>');
      };
      if (req.method === 'PUT') {
        const source = req.headers['x-amz-copy-source'];
        if (typeof source === 'string') {
          const found = objects.get(decodeURIComponent(source.replace(/^\//, '')));
          if (!found) return missing();
          objects.set(key, found);
          res.writeHead(200, { 'content-type': 'application/xml' });
          return res.end('<CopyObjectResult><ETag>"copied"</ETag></CopyObjectResult>');
        }
        objects.set(key, { body: Buffer.concat(chunks), type: req.headers['content-type'] ?? 'application/octet-stream' });
        res.writeHead(200, { etag: '"stored"' });
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      const found = objects.get(key);
      if (!found) return missing();
      res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length, etag: '"stored"' });
      res.end(req.method === 'HEAD' ? undefined : found.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
