import { Alert, Button, Empty, Image, Skeleton, Tag, Typography } from 'antd';
import { ChinaTime, failureText } from '../../kit';
import { Person } from './Person';
import { useCaseReports } from './report-queries';

/** The individual reports of a case, newest first: who, why, their words and their pictures. */
export function FiledReports({ caseId }: { caseId: number }) {
  const pages = useCaseReports(caseId);
  if (pages.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (pages.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={failureText(pages.error)}
        action={
          <Button size="small" onClick={() => void pages.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  const reports = pages.data.pages.flatMap((page) => page.data);
  if (reports.length === 0) return <Empty description="暂无举报记录" />;
  return (
    <div className="report-filed" data-testid="report-filed">
      <ul className="report-filed__list">
        {reports.map((report) => (
          <li key={report.id} className="report-filed__item" data-testid="report-filed-item">
            <div className="report-filed__head">
              <Person person={report.reporter} />
              <Tag className="report-filed__reason">{report.label}</Tag>
              {report.state === 'pending' ? <Tag color="processing">待处理</Tag> : <Tag>已处理</Tag>}
              <span className="report-filed__time">
                <ChinaTime value={report.createTime} />
              </span>
            </div>
            {report.reportInformation ? (
              <Typography.Paragraph className="report-filed__text">
                {report.reportInformation}
              </Typography.Paragraph>
            ) : (
              <Typography.Text type="secondary" className="report-filed__text">
                未填写举报说明
              </Typography.Text>
            )}
            {report.imageUrls.length > 0 ? (
              <Image.PreviewGroup>
                <div className="report-filed__images">
                  {report.imageUrls.map((url) => (
                    <Image
                      key={url}
                      src={url}
                      width={72}
                      height={72}
                      alt="举报截图"
                      className="report-image"
                      data-testid="report-filed-image"
                    />
                  ))}
                </div>
              </Image.PreviewGroup>
            ) : null}
          </li>
        ))}
      </ul>
      {pages.hasNextPage ? (
        <Button
          block
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          data-testid="report-filed-more"
        >
          加载更早的举报
        </Button>
      ) : null}
    </div>
  );
}
