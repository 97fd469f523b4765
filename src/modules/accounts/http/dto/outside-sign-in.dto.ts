import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

const NEXT_DESCRIPTION = 'Caminho deste site para onde voltar depois (padrão /dashboard); outro endereço é ignorado.';

/** ?next= of GET /api/auth/oidc/:provider/start. */
export class StartOutsideSignInQuery {
  @ApiPropertyOptional({ description: NEXT_DESCRIPTION, example: '/dashboard' })
  @IsOptional()
  @IsString({ message: 'next inválido.' })
  @MaxLength(2048, { message: 'next longo demais.' })
  next?: string;
}

/** POST /api/auth/oidc/:provider/link. */
export class LinkIdentityDto {
  @ApiPropertyOptional({ description: NEXT_DESCRIPTION, example: '/dashboard' })
  @IsOptional()
  @IsString({ message: 'next inválido.' })
  @MaxLength(2048, { message: 'next longo demais.' })
  next?: string;
}
