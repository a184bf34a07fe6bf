import { Modal, QRCode, Spin } from 'antd';
import type { groups } from '@fox/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { GroupAvatar } from '../../im';
import { useJoinCode } from '../groups-queries';
import { joinAddress } from './join-link';

interface DialogProps {
  group: groups.Group;
  onClose: () => void;
}

/** Spec 001 §9: the app's QR codes are 157 px; the group's is larger, as it is the dialog's subject. */
const GROUP_QR_SIZE = 196;

/**
 * The group QR code (spec 002 §2.6, §3): the viewer's own join link as a QR code, to be scanned in the app.
 * It carries who shared it, so a join through it is counted as the viewer's invitation.
 */
export function GroupQrDialog({ group, onClose }: DialogProps) {
  const { t } = useTranslation();
  const code = useJoinCode(group.id, true);

  return (
    <Modal open title={t('groups.settings.qrTitle')} onCancel={onClose} footer={null} width={360} centered>
      <div className="group-qr" data-testid="group-qr">
        <div className="group-qr__head">
          <GroupAvatar logo={group.logo} avatars={group.avatars} size={40} />
          <span className="group-qr__name">{group.name}</span>
        </div>
        <div className="group-qr__code">
          {code.data ? (
            <QRCode
              type="svg"
              value={joinAddress(code.data.link)}
              size={GROUP_QR_SIZE}
              bordered={false}
              color="#1f2329"
              data-testid="group-qr-code"
            />
          ) : code.isError ? (
            <span className="group-settings__muted">{t('groups.settings.qrFailed')}</span>
          ) : (
            <Spin />
          )}
        </div>
        <div className="group-qr__scan">{t('groups.settings.qrScan')}</div>
        {code.data ? (
          <div className="group-settings__hint">
            {t('groups.settings.qrExpires', { time: code.data.expireTime })}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
