import { Pagination as AntPagination } from 'antd';
import { useTranslation } from '../i18n/use-translation';

/** Spec 002 §9: pagination defaults. */
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50];

export interface PaginationProps {
  current: number;
  total: number;
  pageSize?: number;
  onChange: (page: number, pageSize: number) => void;
  disabled?: boolean;
  className?: string;
}

/** Page navigation for lists, with the platform's page sizes and a total. */
export function Pagination({
  current,
  total,
  pageSize = DEFAULT_PAGE_SIZE,
  onChange,
  ...rest
}: PaginationProps) {
  const { t } = useTranslation();
  return (
    <AntPagination
      {...rest}
      current={current}
      total={total}
      pageSize={pageSize}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      showSizeChanger
      showTotal={(count) => t('ui.total', { total: count })}
      onChange={onChange}
    />
  );
}
