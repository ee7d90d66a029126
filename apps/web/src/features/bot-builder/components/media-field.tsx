/** Uploads one image, video or document (§5): type and size checked first, progress shown, the URL kept; Remove deletes the file. */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { MediaType, MediaUploadResult } from '@switchboard/contracts/bot-builder/bot-message.api';
import { deleteMedia, mediaProblem, uploadMedia } from '@/features/bot-builder/api/media-upload';
import { toast } from '@/lib/feedback/feedback';

const ACCEPT: Record<MediaType, string | undefined> = { image: 'image/png,image/jpeg', video: 'video/mp4', document: undefined };
const HINT: Record<MediaType, string> = { image: 'PNG or JPEG, at most 5 MB', video: 'MP4, at most 5 MB', document: 'Any file, at most 5 MB' };

interface MediaFieldProps {
  mediaType: MediaType;
  url: string | undefined;
  label: string;
  onChange: (uploaded: MediaUploadResult | null) => void;
}

export function MediaField({ mediaType, url, label, onChange }: MediaFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = mediaProblem(mediaType, file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    try {
      onChange(await uploadMedia(mediaType, file, setProgress));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  // Only our own uploads are deleted from the server; a pasted external link is just cleared.
  const remove = async () => {
    if (url?.startsWith('/media/')) {
      try {
        await deleteMedia(mediaType, url);
      } catch (failure) {
        // In use by a saved message: the message still shows it until saved without it.
        toast.warning((failure as Error).message);
      }
    }
    onChange(null);
  };

  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>{label}</Typography.Text>
      <Flex gap={8} align="center" wrap>
        <input ref={input} type="file" hidden accept={ACCEPT[mediaType]} aria-label={`${label} file`} onChange={(event) => void choose(event.target.files?.[0])} />
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} loading={progress !== null}>{url ? 'Replace' : 'Upload'}</Button>
        {url && <Typography.Link href={url} target="_blank" rel="noopener noreferrer" ellipsis style={{ maxWidth: 260 }}>{url.split('/').pop()}</Typography.Link>}
        {url && <Button danger icon={<DeleteOutlined />} onClick={() => void remove()} aria-label={`Remove the ${mediaType}`} />}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{HINT[mediaType]}</Typography.Text>
      </Flex>
      {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}
