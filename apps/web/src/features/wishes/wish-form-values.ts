import dayjs, { type Dayjs } from 'dayjs';
import { payments, wishes } from '@fox/contracts';
import { blocksToHtml, hasContent, type BodyBlock } from '../publish';
import { rewardOf, type RewardProblem } from './publish-rules';
import { htmlToBlocks } from './content-blocks';

/** The wish form as the person fills it in. */
export interface WishFormValues {
  title: string;
  blocks: BodyBlock[];
  industryType: wishes.IndustryType | undefined;
  type: wishes.WishType | undefined;
  standAmount: string;
  receiveLimit: string;
  deadline: Dayjs | null;
  deliveryStandard: string;
  isApproveReceive: boolean;
  isReceiveDeposit: boolean;
  images: string[];
  videoUrl: string;
  location: string;
  address: string;
  labelList: string[];
}

export const emptyWishForm = (blocks: BodyBlock[]): WishFormValues => ({
  title: '',
  blocks,
  industryType: undefined,
  type: undefined,
  standAmount: '',
  receiveLimit: '1',
  deadline: null,
  deliveryStandard: '',
  isApproveReceive: true,
  isReceiveDeposit: false,
  images: [],
  videoUrl: '',
  location: '',
  address: '',
  labelList: [],
});

/** A saved draft (or unpaid wish) back in the form. */
export function formOfWish(wish: wishes.Wish): WishFormValues {
  return {
    title: wish.title,
    blocks: htmlToBlocks(wish.content),
    industryType: wish.industryType,
    type: wish.type,
    standAmount: String(wish.standAmount),
    receiveLimit: String(wish.receiveLimit),
    deadline: dayjs(wish.deliveryDay.replace(' ', 'T')),
    deliveryStandard: wish.deliveryStandard,
    isApproveReceive: wish.isApproveReceive,
    isReceiveDeposit: wish.isReceiveDeposit,
    images: wish.images,
    videoUrl: wish.videoUrl,
    location: wish.location,
    address: wish.address,
    labelList: wish.labelList,
  };
}

/** Field problems as keys under `wishes.publish`, by field. */
export type WishFormProblems = Partial<
  Record<'title' | 'content' | 'industryType' | 'type' | 'reward' | 'deadline', string>
> & { rewardKey?: RewardProblem };

/** The earliest and latest deadline the server takes: a day to a year away. */
export function deadlineInRange(deadline: Dayjs, now: Dayjs): boolean {
  return !deadline.isBefore(now.add(1, 'day')) && !deadline.isAfter(now.add(wishes.DELIVERY_DAYS_MAX, 'day'));
}

/**
 * Checks the form: a draft needs what the server needs to store one (title, industry, type, reward,
 * deadline); publishing also needs the content. Answers the problems (empty when none) and the body.
 */
export function checkWishForm(
  values: WishFormValues,
  forPublish: boolean,
  now: Dayjs,
): { problems: WishFormProblems; body: WishBody | null } {
  const problems: WishFormProblems = {};
  if (!values.title.trim()) problems.title = 'titleRequired';
  if (forPublish && !hasContent(values.blocks)) problems.content = 'contentRequired';
  if (!values.industryType) problems.industryType = 'industryRequired';
  if (!values.type) problems.type = 'typeRequired';
  const reward = rewardOf(values.standAmount, values.receiveLimit);
  if ('problem' in reward) problems.reward = reward.problem;
  if (!values.deadline) problems.deadline = 'deadlineRequired';
  else if (!deadlineInRange(values.deadline, now)) problems.deadline = 'deadlineRange';
  if (Object.keys(problems).length > 0 || 'problem' in reward) return { problems, body: null };
  return {
    problems,
    body: {
      title: values.title.trim(),
      content: hasContent(values.blocks) ? blocksToHtml(values.blocks) : '',
      industryType: values.industryType!,
      type: values.type!,
      fullAmount: payments.yuanOf(reward.fullCents),
      standAmount: payments.yuanOf(reward.standCents),
      receiveLimit: reward.receiveLimit,
      fullCurrency: 'CNY',
      deliveryDay: values.deadline!.format('YYYY-MM-DD HH:mm:ss'),
      deliveryStandard: values.deliveryStandard.trim(),
      isApproveReceive: values.isApproveReceive,
      isReceiveDeposit: values.isReceiveDeposit,
      imageUrl: values.images,
      videoUrl: values.videoUrl,
      location: values.location.trim(),
      address: values.address.trim(),
      labelList: values.labelList,
      isDraft: !forPublish,
    },
  };
}

/** What createWish and editWish take, as the form sends it. */
export interface WishBody {
  title: string;
  content: string;
  industryType: wishes.IndustryType;
  type: wishes.WishType;
  fullAmount: number;
  standAmount: number;
  receiveLimit: number;
  fullCurrency: 'CNY';
  deliveryDay: string;
  deliveryStandard: string;
  isApproveReceive: boolean;
  isReceiveDeposit: boolean;
  imageUrl: string[];
  videoUrl: string;
  location: string;
  address: string;
  labelList: string[];
  isDraft: boolean;
}
