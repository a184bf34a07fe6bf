import { Button, Result } from 'antd';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="这个地址没有对应的后台页面。"
      extra={
        <Link to="/">
          <Button type="primary">回到首页</Button>
        </Link>
      }
      data-testid="page-not-found"
    />
  );
}
