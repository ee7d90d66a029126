/**
 * Media customers send on WhatsApp, kept under DATA_DIR/whatsapp-media/ (not the public /media folder: these
 * are customers' files). A file is named by a hash of its wamid, so a redelivered webhook rewrites the same
 * file instead of leaving a copy. The console does not show them yet (issue 25's console slice).
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'video/mp4': 'mp4', 'video/3gpp': '3gp',
  'audio/ogg': 'ogg', 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a', 'audio/aac': 'aac', 'application/pdf': 'pdf',
};

export class InboundMedia {
  constructor(private readonly dataDir: string) {}

  get folder() {
    return join(this.dataDir, 'whatsapp-media');
  }

  /** Stores the bytes of message `wamid` and answers the file name. */
  async save(wamid: string, mimeType: string, bytes: Buffer): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const ext = EXTENSIONS[mimeType.split(';')[0]!.trim().toLowerCase()] ?? 'bin';
    const file = `${createHash('sha256').update(wamid).digest('hex').slice(0, 32)}.${ext}`;
    const part = join(this.folder, `.${file}.part`);
    await writeFile(part, bytes);
    await rename(part, join(this.folder, file));
    return file;
  }
}
