export { Card, CardImage, CardTitle, CardBody, CardFooter, type CardProps } from './Card';
