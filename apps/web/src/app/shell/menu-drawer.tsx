import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { BifurcationSelector } from '@/app/shell/bifurcation-selector';
import { BrandHeader } from '@/app/shell/brand-header';
import { SideMenu } from '@/app/shell/side-menu';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The menu on a narrow screen: a modal <dialog> from the left (the browser keeps the focus inside it, closes it on
 * Escape and makes the page behind it inert), closed by its button, a press on the dimmed page or a choice.
 */
export function MenuDrawer({ open, onClose }: MenuDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} id="main-menu" className="sb-drawer" aria-label="Menu" onClose={onClose}
      onClick={(event) => {
        // A press on the backdrop lands on the dialog itself, outside its panel.
        if (event.target === event.currentTarget) onClose();
      }}>
      {open && (
        <div className="sb-drawer__panel">
          <div className="sb-drawer__head">
            <BrandHeader />
            <button type="button" className="sb-header__button" aria-label="Close menu" onClick={onClose}><CloseOutlined aria-hidden /></button>
          </div>
          <div className="sb-drawer__filters"><BifurcationSelector /></div>
          <SideMenu onNavigate={onClose} />
        </div>
      )}
    </dialog>
  );
}
