import { theme } from 'antd';

interface FullPageLoaderProps {
  text?: string;
  /** Fill the viewport (start-up) rather than the content area. */
  fullScreen?: boolean;
}

/** Spec §2: a full-page loader with text shows while a page loads (a CSS spinner: it ships in the first bundle). */
export function FullPageLoader({ text = 'Loading ...', fullScreen = true }: FullPageLoaderProps) {
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        minHeight: fullScreen ? '100vh' : 320, width: '100%', display: 'flex', flexDirection: 'column',
        alignItems: 'center', justifyContent: 'center', gap: 16, color: token.colorText,
      }}
    >
      <span className="sb-spinner" aria-hidden style={{ borderColor: token.colorPrimaryBg, borderTopColor: token.colorPrimary }} />
      <p style={{ margin: 0 }}>{text}</p>
    </div>
  );
}
