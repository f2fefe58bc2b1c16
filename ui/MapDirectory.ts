
import { classed } from '@/ui/classed';
import classes from './MapDirectory.module.css';

export const MapDirectory = classed.div(classes.MapDirectory);
