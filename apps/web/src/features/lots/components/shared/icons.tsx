/** The lot pages' icons live with the shared primitives; re-exported so lot components keep one import. */
export {
  StarIcon,
  StarBorderIcon,
  ArrowBackIcon,
  AddIcon,
  RemoveIcon,
  DownloadIcon,
  UploadIcon,
  FullscreenIcon,
  ImageIcon,
  AttachIcon,
  InfoIcon,
  HistoryIcon,
  LockIcon,
} from '../../../../components/ui/icons';
