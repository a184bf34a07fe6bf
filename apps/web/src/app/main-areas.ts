import type { ComponentType } from 'react';
import {
  BookOutlined,
  FileTextOutlined,
  HeartOutlined,
  HomeOutlined,
  PlaySquareOutlined,
  QuestionCircleOutlined,
  RocketOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';

/** One area of the portal in the header's main navigation. */
export interface MainArea {
  key: string;
  path: string;
  /** i18n key of the link text. */
  labelKey: string;
  /** i18n key of a one-line description, for the home page's channel links. */
  descriptionKey?: string;
  icon: ComponentType;
}

/** The portal's areas in header order (spec 002 §2.1). */
export const mainAreas: readonly MainArea[] = [
  { key: 'home', path: '/home', labelKey: 'nav.home', icon: HomeOutlined },
  {
    key: 'shortPlay',
    path: '/shortPlay',
    labelKey: 'nav.shortPlay',
    descriptionKey: 'home.areaShortPlay',
    icon: PlaySquareOutlined,
  },
  {
    key: 'videoList',
    path: '/content/videoList',
    labelKey: 'nav.videos',
    descriptionKey: 'home.areaVideos',
    icon: VideoCameraOutlined,
  },
  {
    key: 'imageTextList',
    path: '/content/imageTextList',
    labelKey: 'nav.articles',
    descriptionKey: 'home.areaArticles',
    icon: FileTextOutlined,
  },
  {
    key: 'questionList',
    path: '/content/questionList',
    labelKey: 'nav.questions',
    descriptionKey: 'home.areaQuestions',
    icon: QuestionCircleOutlined,
  },
  {
    key: 'makeMoney',
    path: '/makeMoney',
    labelKey: 'nav.wishSquare',
    descriptionKey: 'home.areaWishSquare',
    icon: HeartOutlined,
  },
  {
    key: 'novel',
    path: '/novel',
    labelKey: 'nav.novels',
    descriptionKey: 'home.areaNovels',
    icon: BookOutlined,
  },
  {
    key: 'gameApp',
    path: '/game-app',
    labelKey: 'nav.games',
    descriptionKey: 'home.areaGames',
    icon: RocketOutlined,
  },
];
