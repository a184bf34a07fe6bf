import { useEffect, useState } from 'react';
import { Form, Input, Tag, Typography } from 'antd';
import { consoleCore } from '@fox/contracts';

/**
 * Where the reason typed in an open confirmation is kept for the action to read. One confirmation is open at
 * a time; each picker empties it when it opens.
 */
export interface ReasonHolder {
  value: string;
}

/** The server takes a reason on one line: a line break typed or pasted becomes a space. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

/**
 * The reason of a review action: the queue's common reasons as quick picks above a free text. A pick fills
 * the text, which the operator may still edit.
 */
export function ReasonPicker({
  holder,
  required,
  reasons,
  hint,
}: {
  holder: ReasonHolder;
  required: boolean;
  reasons: readonly string[];
  hint: string;
}) {
  const [reason, setReason] = useState('');
  useEffect(() => {
    holder.value = '';
  }, [holder]);
  const choose = (value: string) => {
    const text = oneLine(value);
    setReason(text);
    holder.value = text;
  };
  return (
    <Form layout="vertical" className="review-reason" component="div">
      <Form.Item label={required ? '原因' : '原因（选填）'} required={required} extra={hint}>
        {reasons.length > 0 ? (
          <div className="review-reason__picks" data-testid="review-reason-picks">
            <Typography.Text type="secondary" className="review-reason__picks-label">
              常用原因
            </Typography.Text>
            {reasons.map((text) => (
              <Tag.CheckableTag
                key={text}
                checked={reason === text}
                onChange={() => choose(reason === text ? '' : text)}
                data-testid="review-reason-pick"
              >
                {text}
              </Tag.CheckableTag>
            ))}
          </div>
        ) : null}
        <Input.TextArea
          value={reason}
          onChange={(event) => choose(event.target.value)}
          maxLength={consoleCore.CONSOLE_REASON_MAX}
          showCount
          rows={2}
          placeholder={reasons.length > 0 ? '选择常用原因，或填写原因' : '请填写原因'}
          data-testid="review-reason"
        />
      </Form.Item>
    </Form>
  );
}
