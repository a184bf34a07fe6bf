import { Result } from 'antd';
import { useParams } from 'react-router';
import { ReportCaseView } from './ReportCaseView';

/** 举报详情: one case on a page of its own (a link from a note, the audit log or a colleague). */
export function ReportCasePage() {
  const { id } = useParams();
  const caseId = Number(id);
  if (!Number.isSafeInteger(caseId) || caseId <= 0) {
    return <Result status="404" title="没有这个举报案件" subTitle="地址中的案件编号不正确。" />;
  }
  return <ReportCaseView key={caseId} id={caseId} layout="page" />;
}
