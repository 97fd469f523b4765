import { Body, Controller, Delete, HttpCode, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../../platform/auth/jwt-auth.guard';
import type { AuthUser } from '../../../platform/auth/jwt.strategy';
import type { CommandMetadata } from '../../../platform/ddd/stream-executor';
import { RequestMeta } from '../../../platform/http/request-metadata';
import { DeleteFileCommand } from '../application/delete-file/delete-file.command';
import { CUSTOM_NAME_PATTERN, DEFAULT_SUBFOLDER, SUBFOLDER_PATTERN } from '../application/upload-paths';
import { UploadFileCommand } from '../application/upload-file/upload-file.command';
import { uploadErrors } from '../domain/upload.errors';
import { DeleteFileDto, UploadFileDto } from './dto/upload-file.dto';
import { UploadFileInterceptor } from './upload-file.interceptor';
import { ApiErrors } from '../../../platform/http/openapi/api-errors';

@ApiTags('uploads')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('upload')
export class UploadsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @UseInterceptors(UploadFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      // multer refuses any other field (400).
      additionalProperties: false,
      properties: {
        file: { type: 'string', format: 'binary', minLength: 1, description: 'JPEG, PNG, WebP, HEIC ou PDF (verificado pelo conteúdo); vazio é NO_FILE' },
        subfolder: { type: 'string', pattern: SUBFOLDER_PATTERN.source, default: DEFAULT_SUBFOLDER },
        customName: { type: 'string', pattern: CUSTOM_NAME_PATTERN.source, description: 'Sem ele, o nome é um UUID' },
      },
    },
  })
  @ApiOperation({ summary: 'Envia um arquivo (JPEG, PNG, WebP, HEIC ou PDF); responde { url }' })
  @ApiErrors('NO_FILE', 'UNSUPPORTED_FILE_TYPE', 'FILE_TOO_LARGE', 'FILE_NAME_TAKEN')
  upload(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @Body() dto: UploadFileDto,
    @RequestMeta() meta: CommandMetadata,
  ): Promise<{ url: string }> {
    // A zero-byte file is no file: there is nothing to type-check, store or show.
    if (!file || file.buffer.length === 0) throw uploadErrors.noFile();
    return this.commands.execute(new UploadFileCommand(file.buffer, dto.subfolder ?? DEFAULT_SUBFOLDER, dto.customName, { ...meta, userId: user.id }));
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove um arquivo enviado (quem enviou, ou um admin)' })
  @ApiErrors('FILE_NOT_FOUND', 'FORBIDDEN', 'DELETE_FAILED')
  async remove(@CurrentUser() user: AuthUser, @Body() dto: DeleteFileDto, @RequestMeta() meta: CommandMetadata): Promise<void> {
    await this.commands.execute(new DeleteFileCommand(dto.filePath, user.isAdmin, { ...meta, userId: user.id }));
  }
}
