import { CloseOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { CommentPanel, type CommentPanelProps } from './CommentPanel';

/** Spec 002 §9: the comment drawer is 540 px wide. */
export const COMMENT_DRAWER_WIDTH = 540;

export interface CommentDrawerProps extends Omit<CommentPanelProps, 'layout'> {
  open: boolean;
  onClose: () => void;
}

/** The comment panel of a video in a right-hand drawer; it loads only while open. */
export function CommentDrawer({ open, onClose, ...panel }: CommentDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={COMMENT_DRAWER_WIDTH}
      title={t('comments.title')}
      closeIcon={<CloseOutlined aria-label={t('comments.close')} />}
      destroyOnHidden
      className="comment-drawer"
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
      data-testid="comment-drawer"
    >
      <CommentPanel {...panel} layout="fill" />
    </Drawer>
  );
}
