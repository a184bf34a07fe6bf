import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

/** The picker's search box; the placeholder names what to enter (spec 002 §2.10). */
export function SiteSearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <Input
      className="site-search"
      size="large"
      allowClear
      maxLength={20}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      aria-label={placeholder}
      prefix={<SearchOutlined aria-hidden />}
    />
  );
}
