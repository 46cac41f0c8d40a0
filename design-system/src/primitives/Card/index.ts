export {
  Card,
  CardImage,
  CardTitle,
  CardBody,
  CardFooter,
  ImageLoadingProvider,
  type CardProps,
  type CardImageProps,
} from './Card';
