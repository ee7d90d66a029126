// A minimal zip writer (deflate entries, no zip64) for the hostile spreadsheets: written by hand so an
// entry's content can be deflated piece by piece — a sheet that inflates to hundreds of MB is never
// held whole in this process — and the sizes in the headers are the true ones.
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The entry's content, in pieces (repeated pieces may be the same Buffer). */
  pieces: Iterable<Buffer>;
}

interface Packed { name: Buffer; crc: number; size: number; deflated: Buffer }

async function pack({ name, pieces }: ZipEntry): Promise<Packed> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    crc = crc32(piece, crc);
    size += piece.length;
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  if (size > 0xffff_fffe) throw new Error(`${name}: ${size} bytes needs zip64, which this writer does not do`);
  return { name: Buffer.from(name, 'utf8'), crc, size, deflated: Buffer.concat(out) };
}

const DEFLATE = 8;
const VERSION = 20;

function localHeader(entry: Packed): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt32LE(entry.crc >>> 0, 14);
  header.writeUInt32LE(entry.deflated.length, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  return header;
}

function centralHeader(entry: Packed, offset: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt32LE(entry.crc >>> 0, 16);
  header.writeUInt32LE(entry.deflated.length, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(offset, 42);
  return header;
}

/** The zip file of the given entries, and the sum of their inflated sizes. */
export async function zip(entries: ZipEntry[]): Promise<{ file: Buffer; inflatedBytes: number }> {
  const packed: Packed[] = [];
  for (const entry of entries) packed.push(await pack(entry));
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of packed) {
    central.push(centralHeader(entry, offset), entry.name);
    const local = [localHeader(entry), entry.name, entry.deflated];
    parts.push(...local);
    offset += local.reduce((sum, part) => sum + part.length, 0);
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(packed.length, 8);
  end.writeUInt16LE(packed.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return { file: Buffer.concat([...parts, ...central, end]), inflatedBytes: packed.reduce((sum, entry) => sum + entry.size, 0) };
}
