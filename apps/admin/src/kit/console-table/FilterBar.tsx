import type { CSSProperties, ReactNode } from 'react';
import { Button, Form } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';

/** One filter of a list: a form field above the table. */
export interface ConsoleFilter {
  /** The field's name: the endpoint's query field unless `toInput` maps it. */
  name: string;
  label: string;
  /** The antd input: <Input allowClear />, <InputNumber />, <Select options allowClear />, a DatePicker… */
  input: ReactNode;
  /** The field's width in px (180 by default). */
  width?: number;
}

export type FilterValues = Record<string, unknown>;

/** The values as a query: strings trimmed, empty ones left out. */
export function cleanFilterValues(values: FilterValues): FilterValues {
  const clean: FilterValues = {};
  for (const [name, value] of Object.entries(values)) {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    if (trimmed === undefined || trimmed === null || trimmed === '') continue;
    clean[name] = trimmed;
  }
  return clean;
}

/** The filters as one row of fields with 查询 and 重置; a search starts from the first page. */
export function FilterBar({
  filters,
  initialValues,
  onSearch,
}: {
  filters: ConsoleFilter[];
  initialValues?: FilterValues;
  onSearch: (values: FilterValues) => void;
}) {
  const [form] = Form.useForm<FilterValues>();
  return (
    <Form
      form={form}
      layout="inline"
      className="console-table__filters"
      initialValues={initialValues}
      onFinish={(values) => onSearch(cleanFilterValues(values))}
      data-testid="console-table-filters"
    >
      {filters.map((filter) => (
        <Form.Item
          key={filter.name}
          name={filter.name}
          label={filter.label}
          style={{ '--filter-width': `${filter.width ?? 180}px` } as CSSProperties}
        >
          {filter.input}
        </Form.Item>
      ))}
      <Form.Item className="console-table__filter-buttons">
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="console-table-search">
          查询
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            onSearch(cleanFilterValues(initialValues ?? {}));
          }}
          data-testid="console-table-reset"
        >
          重置
        </Button>
      </Form.Item>
    </Form>
  );
}
